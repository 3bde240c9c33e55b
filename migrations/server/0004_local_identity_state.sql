-- The local identity provider's state, in the database so that several server processes on one PostgreSQL share it
-- (docs/decisions/0014-several-server-processes.md): oidc-provider's models (sessions, interactions, authorization
-- codes, grants, refresh tokens …) and the people who signed in (the claims its tokens carry).

CREATE TABLE oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant_id ON oidc_payloads (grant_id);
CREATE INDEX oidc_payloads_uid ON oidc_payloads (uid);
CREATE INDEX oidc_payloads_user_code ON oidc_payloads (user_code);
CREATE INDEX oidc_payloads_expires_at ON oidc_payloads (expires_at);

CREATE TABLE local_accounts (
  sub text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
