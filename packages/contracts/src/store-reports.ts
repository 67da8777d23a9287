/**
 * The stores' sales reports as the stores write them, for the tests and fixtures that stand in
 * for a store's file (the import itself reads any layout through `suggestMapping`).
 */

/** Amazon KDP's royalty report up to the list price: the sale, the book and the units. */
const kdpSaleColumns = [
  'Royalty Date',
  'Title',
  'Author Name',
  'ASIN/ISBN',
  'Marketplace',
  'Royalty Type',
  'Transaction Type',
  'Units Sold',
  'Units Refunded',
  'Net Units Sold',
  'Avg. List Price without tax',
] as const;

/** KDP's royalty report columns the import reads, as its eBook and Paperback sheets write them. */
export const KDP_REPORT_HEADER = [...kdpSaleColumns, 'Royalty', 'Currency'] as const;

/** KDP's royalty report with the eBook sheet's offer price, file size and delivery cost as well. */
export const KDP_FULL_REPORT_HEADER = [
  ...kdpSaleColumns,
  'Avg. Offer Price without tax',
  'Avg. File Size (MB)',
  'Avg. Delivery Cost',
  'Royalty',
  'Currency',
] as const;

/** KDP's KENP sheet: Kindle Unlimited pages read, and no units column. */
export const KENP_REPORT_HEADER = [
  'Royalty Date',
  'Title',
  'Author Name',
  'ASIN',
  'Marketplace',
  'KENP Read',
  'Royalty',
  'Currency',
] as const;
