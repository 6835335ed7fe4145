/** Routes of the member directory's screens. */
export const MEMBERS_PATH = '/cms/management/members';
export const NEW_MEMBER_PATH = '/cms/management/create-member';
export const editMemberPath = (id: number) => `/cms/management/member/${id}`;
export const MEMBER_CATEGORIES_PATH = '/cms/management/member-categories';
export const MEMBER_IMPORT_PATH = '/cms/management/members/import';
