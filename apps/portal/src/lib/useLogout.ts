import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { signInClient } from "../routes/login/signInClient.js";
import { paths } from "./paths.js";
import { forgetSessionEnds } from "./sessionClock.js";

/**
 * Logs out: ends the session on the server (a failure there still logs out here), goes to the login
 * page and drops what the portal held. The employer frame and the pages before a client is chosen
 * (/clients, /client-selection, the reduced /profile) share it.
 *
 * The login is a full load of a document of its own (router.tsx /login), so the cache is dropped as
 * this page goes (pagehide), not before: the page on screen would re-render without its session
 * query and suspend with no Suspense boundary above it. React hides that inside the navigation's
 * transition; the portal's build runs on Preact's compat layer, which has no transitions and hands
 * the suspension to the route's error boundary (docs/architecture.md, Runtime).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await signInClient.logout().catch(() => undefined);
    forgetSessionEnds();
    addEventListener("pagehide", () => queryClient.clear(), { once: true });
    await navigate(paths.login, { replace: true });
  };
}
