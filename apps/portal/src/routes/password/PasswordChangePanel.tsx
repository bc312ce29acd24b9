import { NETWORK_ERROR, passwordChangedMessage, type Session } from "@epr/contract";
import { PasswordChangeCard } from "@epr/ui/cards/password-change";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { failureSentence } from "../../lib/failures.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { sessionQuery } from "../../lib/session.js";
import { signInClient } from "../login/signInClient.js";
import { passwordApi } from "./passwordQueries.js";

/** Where the administrator works after a change: client selection first for a multi-client one. */
export const homeOf = (session: Session) =>
  session.admin.multiClient && !session.employer ? paths.clientSelection : paths.home;

/**
 * Where a password change or Verify & Agree goes back to without a temporary password
 * (assist-employees.md §4: "back to profile or clients"): the profile of a session acting for a
 * client, /clients for internal staff, else the reduced profile of a multi-client administrator.
 */
export const profileOf = (session: Session) =>
  session.employer ? paths.profile : session.admin.internal ? paths.clients : paths.reducedProfile;

/** Signs out and goes to the login page (cancelling with a temporary password, session-and-admin.md §4). */
export async function signOut(navigate: (to: string, options: { replace: boolean }) => unknown) {
  await signInClient.logout().catch(() => undefined);
  queryClient.clear();
  queryClient.setQueryData(sessionQuery.queryKey, null);
  navigate(paths.login, { replace: true });
}

/**
 * The password change as both of its pages use it (assist-employees.md §4 Password change): with a
 * temporary password, success clears the flag (the server's answer) and goes home, or to client
 * selection for a multi-client administrator, and Cancel signs out; otherwise success says so and
 * empties the form, and Cancel goes back to the profile, or to /clients for internal staff with no
 * client chosen (profileOf).
 */
export function PasswordChangePanel({ session }: { session: Session }) {
  const navigate = useNavigate();
  const temporary = session.passwordChangeRequired === true;
  const [resetKey, setResetKey] = useState(0);
  const [success, setSuccess] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: passwordApi.changePassword,
    onMutate: () => setSuccess(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(sessionQuery.queryKey, answer.session);
      if (answer.wasTemporary) return navigate(homeOf(answer.session), { replace: true });
      setSuccess(passwordChangedMessage);
      setResetKey((key) => key + 1);
    },
  });
  const failure = change.error ? failureSentence(change.error, NETWORK_ERROR) : null;
  return (
    <PasswordChangeCard
      mode="edit"
      headingLevel={2}
      // Both pages that show the panel say "Change Password" in their H1.
      hideTitle
      failure={failure}
      success={success}
      resetKey={resetKey}
      saving={change.isPending}
      onSubmit={(values) =>
        change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword })
      }
      onCancel={() => (temporary ? void signOut(navigate) : navigate(profileOf(session)))}
    />
  );
}
