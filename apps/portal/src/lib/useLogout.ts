import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { signInClient } from "../routes/login/signInClient.js";
import { paths } from "./paths.js";
import { forgetSessionEnds } from "./sessionClock.js";

/**
 * Logs out: ends the session on the server (a failure there still logs out here), drops what the
 * portal held and goes to the login page. The employer frame and the pages before a client is
 * chosen (/clients, /client-selection, the reduced /profile) share it.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await signInClient.logout().catch(() => undefined);
    queryClient.clear();
    forgetSessionEnds();
    await navigate(paths.login, { replace: true });
  };
}
