import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { afterLogin, LOGIN_REASON, safeNext } from "./routes/login/addresses.js";
import { LoginFlow } from "./routes/login/LoginPage.js";
import { signInClient } from "./routes/login/signInClient.js";
import "./styles.css";

// The login page's own entry (login.html): the sign-in flow without React Router and TanStack
// Query, so the first load of the portal's most visited page stays small (docs/benchmarks.md,
// Size). Where signing in leads is a full load of the app (index.html), which reads its session
// itself; `?next=` and `?reason=` mean what they meant on the router's /login.

const params = new URLSearchParams(location.search);
const next = params.get("next");
const sessionEnded = params.get(LOGIN_REASON.param) === LOGIN_REASON.sessionEnded;

/** Whoever is signed in, and the deployment's brand; a failed check shows the login all the same. */
async function start() {
  const [session, config] = await Promise.all([
    signInClient.session().catch(() => null),
    signInClient.config().catch(() => null),
  ]);
  // Already signed in: go where the user was heading.
  if (session) return location.replace(safeNext(next));
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element.");
  createRoot(root).render(
    <StrictMode>
      <LoginFlow
        next={next}
        sessionEnded={sessionEnded}
        pinnedBrand={config?.pinnedBrand}
        onSignedIn={(signedIn, to) => location.replace(afterLogin(signedIn, to))}
      />
    </StrictMode>,
  );
}

void start();
