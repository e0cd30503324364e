-- Delegates (issue 36, spec part 2 §2.5 "sign the user up directly", the Delegate badge): an
-- admin registers someone who acts for them. `delegate_for` is that admin; a delegate invited
-- from the Team page acts for the admin who invited them too. The team audit trail names
-- whom a delegate acted for, and records the registration itself.
ALTER TABLE users
  ADD COLUMN delegate_for integer REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX users_delegate_for_idx ON users (company_id, delegate_for)
  WHERE delegate_for IS NOT NULL;

ALTER TABLE team_audit_events
  ADD COLUMN on_behalf_of integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE team_audit_events DROP CONSTRAINT team_audit_events_action_check;
ALTER TABLE team_audit_events ADD CONSTRAINT team_audit_events_action_check CHECK (action IN (
  'user.invited', 'invitation.resent', 'invitation.cancelled', 'user.role_changed',
  'user.permissions_changed', 'user.status_changed', 'user.deleted',
  'legal_representative.changed', 'delegate.registered'));
