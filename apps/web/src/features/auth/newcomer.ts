import { nextPageValue } from '../../lib/next-page-value';

/**
 * Someone who has just signed up (their user id), handed to the page that loads next: the
 * dashboard greets them as new on that first visit, and as returning afterwards.
 */
export const newcomer = nextPageValue('newcomer');
