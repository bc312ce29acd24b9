/**
 * The demo's plan administrators. The password exists only in the embedded demo database: a
 * production configuration (DATABASE_URL) is never seeded by the server.
 */
export const DEMO_PASSWORD = "Demo-Portal-2026!";

export const DEMO_LOGINS = [
  { loginId: "demo.admin", description: "may modify every group of its client (brand 6008)" },
  { loginId: "demo.VIEW", description: "view-only administrator of the same client" },
  { loginId: "demo.mcu", description: "multi-client administrator (role mcu_admin): chooses a client first" },
  {
    loginId: "demo.mfa",
    description: "MFA enrolled: after the password, enter the e-mailed code (`npm run outbox` shows it)",
  },
  { loginId: "demo.internal", description: "internal staff: logs in as any employer from /clients" },
  {
    loginId: "demo.cancelled",
    description: "administrator of a cancelled client: accepts its conditions before enrollment",
  },
  {
    loginId: "demo.temp",
    description:
      "signs in with a temporary password (the demo password): Verify & Agree, then a new password",
  },
  {
    loginId: "demo.super",
    description:
      "super user of the demo client: manages its plan administrators (Profile → Manage Plan Administrators)",
  },
] as const;
