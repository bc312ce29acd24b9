/**
 * Checksums databases hold from before a checksum covered a migration's statements only: then it
 * was the SHA-256 of the whole file, comments included. These files have since had their comments
 * edited and nothing else; a database holding one of these values for the file is up to date, and
 * its row is rewritten with the statements' checksum (migrate.ts checkApplied).
 */
export const earlierChecksums: Readonly<Record<string, readonly string[]>> = {
  "004_idempotency_keys.sql": ["6e2013787f831c5c3dd89d9375b56745234ba9cfd56a24c7a2d2dc7954878c0f"],
  "005_enrollments.sql": ["6aaf5fe023fd0897e5958a0641a46a5f649ff2cc93180294ea13ef669c367f13"],
  "006_reference.sql": ["11e8b0bc7a414f91cc43e34f386a269c72a322f083abd449630fb7bc8fb65167"],
  "007_jobs_and_submissions.sql": ["038992b32f13389a872841171a88c812084544f1208b1f6e9ecf28c18e52ab52"],
  "008_history_and_backups.sql": ["0acbcddd5fe40b8fd98e16c69aff963dd7402fb5feaa580becd2d4e2e02290bf"],
  "010_outbox_and_mfa.sql": ["ad915b43cf1ad1d298416abd5c7206ea118cb5722f0b48d5e811440505c96800"],
  "014_audit_by_admin.sql": ["60a95f4d40d29d42590640be0cc064c7d317099c0d6a2146d0796e65ba78fb06"],
  "015_session_expiry.sql": ["674dfe54cbe579f1aef6fc4ad43e9c3936d763d7c7cdce56d9cb37e717164ad4"],
  "016_password_history_and_resets.sql": ["6b69a19b41985897861bda57caf1efdfb1109109f4eb18a4fe5d088777bf9478"],
  "017_report_requests.sql": ["fa50a457ce6150e523ddde84f6c77bdd4a373835cae836c3b24febf8a6b42f2e"],
  "020_plan_admin_accounts.sql": ["41c759f070d0903a8d30e49f700e9ec13117af8f020eb7ed84dc44c98b578e72"],
  "021_authenticator.sql": ["f977e4923b56d62b4e3d5f2f8cfca126ff7011244f92fb8932b84e1fff7071e7"],
  "030_search_keyset.sql": ["03a4fc03db58b493a151759ce5b1393817cb58e143053f10338f9cfcce568811"],
  "035_jobs_failed_index.sql": ["06fa5bb66428e2e1895f07da4415d719ef182ab30e8dd55972b238e7b27ae1bc"],
  "037_change_notifications.sql": ["adb31cee9d410d9eada7609296b1603dadeb65735b5bf2773243ee64fee9b240"],
};
