-- Kept, not dropped: the accounts work (registration, password reset, company
-- set-password links) stores its single-use tokens here.
COMMENT ON TABLE tokens_password IS
  'Reset and set-password links of the accounts work: SHA-256 of a random 128-bit token, single use (usado_en), expiring (expira_en). Unused until that work lands; do not drop.';
