import type { paths } from './openapi.ts';

/**
 * Types of the API as its OpenAPI document describes it (issue #43): `openapi.ts` is generated from
 * /api/openapi.json (`npm run openapi:types`), so a page typed with these reads what the server
 * declares it sends, and the typecheck fails when the two part.
 */
export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'delete';
type SuccessOf<R> = R extends { 200: { content: { 'application/json': infer J } } } ? J : R extends { 201: { content: { 'application/json': infer J } } } ? J : never;

/** The whole success body of an operation: `{ success, message, data, …extra }`. */
export type ApiReply<P extends ApiPath, M extends Method = 'get'> = paths[P][M] extends { responses: infer R } ? SuccessOf<R> : never;
/** The `data` of an operation's success reply. */
export type ApiData<P extends ApiPath, M extends Method = 'get'> = ApiReply<P, M> extends { data: infer D } ? D : never;
/** The fields beside `data` (pagination, related…). */
export type ApiExtra<P extends ApiPath, M extends Method = 'get'> = Omit<ApiReply<P, M>, 'success' | 'message' | 'data'>;
/** An operation's JSON request body. */
export type ApiBody<P extends ApiPath, M extends Method = 'post'> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
