import type { AuthorProfile, ProfileUpdate } from '@app/contracts/dashboard-api';
import { PROFILE_FIELDS } from '@app/contracts/dashboard-api';

export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFormValues = Record<ProfileField, string>;

/** The form starts from the saved profile; a missing country starts at US. */
export function toFormValues(profile: AuthorProfile | undefined): ProfileFormValues {
  const values = Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, profile?.[field] ?? '']),
  ) as ProfileFormValues;
  if (!values.country) values.country = 'US';
  return values;
}

/** The PATCH body: every field of the form (blank clears it on the server). */
export const toUpdate = (values: ProfileFormValues): ProfileUpdate => ({ ...values });

export const FIELD_LABELS: Record<ProfileField, string> = {
  full_name: 'Full name',
  phone: 'Phone',
  address: 'Street address',
  city: 'City',
  state: 'State',
  zip_code: 'ZIP code',
  country: 'Country',
  bio: 'Bio',
};
