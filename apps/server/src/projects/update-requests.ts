/** The opening words of a "Request project update" message; the staff home counts them. */
export const UPDATE_REQUEST_PREFIX = 'Could you send me an update on ';
