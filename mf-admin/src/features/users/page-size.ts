/** Users per page of the console's table (the server allows up to ADMIN_USERS_PAGE_MAX). */
export const USERS_PAGE_SIZE = 20;
