/** Routes of the Hot Deals screens. */
export const DEALS_ADMIN_PATH = '/cms/management/deals';
export const NEW_DEAL_PATH = '/cms/management/deal';
export const editDealPath = (id: number) => `/cms/management/deal/edit/${id}`;
