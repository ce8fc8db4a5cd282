// Original file: proto/kindred/commerce/v1/commerce.proto

/**
 * type: ok (paid), jump (content = hosted page URL), iframe (content = URL to embed).
 * The sandbox's hosted pages are served by the edge, so their URLs are site-relative.
 */
export interface PayResponse {
  type?: string;
  content?: string;
  order_id?: string;
  state?: string;
}

/**
 * type: ok (paid), jump (content = hosted page URL), iframe (content = URL to embed).
 * The sandbox's hosted pages are served by the edge, so their URLs are site-relative.
 */
export interface PayResponse__Output {
  type: string;
  content: string;
  order_id: string;
  state: string;
}
