-- The time zone each signer's browser reported when signing (an IANA name such as
-- Europe/Budapest; null when none was sent): the certificate prints each signature's time in the
-- signer's zone, with the UTC time beside it.
alter table agreement_signature_requests
  add column signer_time_zone text,
  add column countersigner_time_zone text;
