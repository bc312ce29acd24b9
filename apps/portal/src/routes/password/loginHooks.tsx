import { paths } from "../../lib/paths.js";

/**
 * The login page's 'Forgot password' link (beyond the spec): a plain anchor, since the login page
 * is an entry of its own without the router; the forgot-password page loads the app.
 */
export function ForgotPasswordLink() {
  return (
    <p className="mt-6">
      <a href={paths.forgotPassword} className="text-link underline">
        Forgot password?
      </a>
    </p>
  );
}
