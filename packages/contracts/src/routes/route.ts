/**
 * The wire of every API call: its method and path, written here once and nowhere else. No zod in
 * this folder, so a screen that only calls the API does not carry the schemas into its bundle;
 * the schemas, access and cache policy of each route are in ../endpoints/, keyed the same.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Route = { readonly method: Method; readonly path: string };

export const route = <M extends Method, P extends string>(method: M, path: P) =>
  ({ method, path }) as const;
