/** Redirects (/Redirect/*): old addresses of the site and where they lead now. */
import { call } from './client.ts';
import { resource, sendBody } from './resource.ts';

const redirects = resource('redirects');

export const useRedirects = redirects.list(() => call('Redirect.GetAllRedirects'));

export const useCreateRedirect = redirects.mutation(sendBody('Redirect.CreateRedirect'));

export const useUpdateRedirect = redirects.mutation(sendBody('Redirect.UpdateRedirect'));

export const useDeleteRedirect = redirects.mutation((redirectId: number) =>
  call('Redirect.DeleteRedirect', { query: { redirectId } }),
);
