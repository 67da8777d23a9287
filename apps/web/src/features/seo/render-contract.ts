/** Names shared by the server renderer and the browser entry. */

/** The <script type="application/json"> holding the query data a page was rendered with. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** The <script type="application/json"> holding a result page's content (see entry-server's renderResultPage). */
export const RESULT_PAGE_ELEMENT_ID = 'result-page';
