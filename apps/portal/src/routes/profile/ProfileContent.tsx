import { copyFor, getBrand } from "@epr/brand-themes";
import type { MfaStatus, Session } from "@epr/contract";
import { authenticatorCalls, mfaCalls, profileCalls } from "@epr/contract";
import { heldSiteAccess, siteAccessList } from "@epr/domain";
import { AuthenticatorCard } from "@epr/ui/cards/authenticator";
import { MfaToggleCard } from "@epr/ui/cards/mfa-toggle";
import { OwnActivityCard, ProfileCard } from "@epr/ui/cards/profile";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { failureSentence, isPasswordRefused } from "../../lib/failures.js";
import { featureApi } from "../../lib/featureApi.js";
import { paths } from "../../lib/paths.js";
import { useKeysetPages } from "../../lib/useKeysetPages.js";

/** The MFA and authenticator calls, a client of their own (bundle budget: each route under 100 kB). */
const profileApi = featureApi((call) => ({
  ...mfaCalls(call),
  ...authenticatorCalls(call),
  ...profileCalls(call),
}));

/** The administrator's MFA (GET /api/mfa). */
export const mfaStatusQuery = { queryKey: ["mfa"], queryFn: () => profileApi.mfaStatus() } as const;

/** The administrator's authenticator app (GET /api/mfa/authenticator; TOTP). */
export const authenticatorStatusQuery = {
  queryKey: ["mfa", "authenticator"],
  queryFn: () => profileApi.authenticatorStatus(),
} as const;

/**
 * §4: after enrolling, the portal keeps whether challenge info still needs setting up: false when
 * the service lists challenge info, true otherwise.
 */
const CHALLENGE_FLAG = "epr.mfaChallengeSetupNeeded";

/**
 * A change confirmed with the current password: the server's sentence when it refuses the password
 * (403 wrong or missing, 429 too many tries), shown on the dialog's field; any other failure is
 * thrown for the card's failure bar.
 */
export async function withPassword(
  change: () => Promise<void>,
): Promise<{ passwordError: string } | undefined> {
  try {
    await change();
    return undefined;
  } catch (error) {
    if (isPasswordRefused(error)) return { passwordError: failureSentence(error, "") };
    throw error;
  }
}

/**
 * The profile's content (session-and-admin.md §2 /profile): the Profile card, the MFA toggle where
 * the brand offers it (the server's `offered`, from the brand record's flag), and the
 * administrator's own activity (beyond the spec). `reduced` is the page of a multi-client administrator
 * with no client chosen.
 */
export function ProfileContent({ session, reduced }: { session: Session; reduced: boolean }) {
  const queryClient = useQueryClient();
  const brand = getBrand(session.brandCode);
  const mfa = useQuery(mfaStatusQuery);
  const authenticator = useQuery({ ...authenticatorStatusQuery, enabled: Boolean(mfa.data?.offered) });
  const pages = useKeysetPages();
  const before = pages.cursor;
  const activity = useQuery({
    queryKey: ["profile", "activity", before ?? null],
    queryFn: () => profileApi.ownActivity(before ? { before } : {}),
    placeholderData: keepPreviousData,
  });
  const settle = (status: MfaStatus) => {
    queryClient.setQueryData(mfaStatusQuery.queryKey, status);
    void queryClient.invalidateQueries({ queryKey: ["profile", "activity"] });
  };

  return (
    <div className="flex flex-col gap-6">
      <ProfileCard
        administrator={session.admin}
        employer={session.employer}
        siteAccess={siteAccessList(heldSiteAccess(session.entitlements), brand.capabilities)}
        groups={session.groups}
        reduced={reduced}
        incorrectInformation={copyFor(brand, "incorrectInformation")}
      />
      {/* The administrator's own password change starts at Verify & Agree (session-and-admin.md §2). */}
      <p className="m-0">
        <Link
          to={paths.verifyAndAgree}
          className="font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring"
        >
          Change Password
        </Link>
      </p>
      {mfa.data?.offered ? (
        <MfaToggleCard
          enrolled={mfa.data.enrolled}
          codeTtlMinutes={mfa.data.codeTtlMinutes}
          supportPhone={copyFor(brand, "customerServicePhone")}
          requestPasscode={() => profileApi.createMfaPasscode()}
          validatePasscode={async (correlationId, otpCode) => {
            const answer = await profileApi.validateMfaPasscode({ correlationId, otpCode });
            // Failures and lockouts are activity too.
            void queryClient.invalidateQueries({ queryKey: ["profile", "activity"] });
            return answer;
          }}
          enroll={async (correlationId) => {
            const status = await profileApi.updateMfa({ hmhsmfaenrolled: "true", correlationId });
            localStorage.setItem(CHALLENGE_FLAG, String(status.challengeInfoList.length === 0));
            settle(status);
          }}
          disable={(currentPassword) =>
            withPassword(async () =>
              settle(await profileApi.updateMfa({ hmhsmfaenrolled: "false", currentPassword })),
            )
          }
        />
      ) : null}
      {mfa.data?.offered && authenticator.data ? (
        <AuthenticatorCard
          enrolled={authenticator.data.enrolled}
          setUp={() => profileApi.setUpAuthenticator()}
          confirm={async (code) => {
            const answer = await profileApi.confirmAuthenticator({ code });
            queryClient.setQueryData(authenticatorStatusQuery.queryKey, answer.status);
            void queryClient.invalidateQueries({ queryKey: ["profile", "activity"] });
            return answer;
          }}
          remove={(currentPassword) =>
            withPassword(async () => {
              queryClient.setQueryData(
                authenticatorStatusQuery.queryKey,
                await profileApi.removeAuthenticator({ currentPassword }),
              );
              void queryClient.invalidateQueries({ queryKey: ["profile", "activity"] });
            })
          }
        />
      ) : null}
      <OwnActivityCard
        rows={activity.data?.rows ?? []}
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        hasNext={Boolean(activity.data?.next)}
        loading={activity.isFetching}
        onPrevious={pages.goPrevious}
        onNext={() => pages.goNext(activity.data?.next)}
      />
    </div>
  );
}
