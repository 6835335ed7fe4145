/** The route of the messages screen (the dashboard links its messages there). */
export const MESSAGES_PATH = '/cms/management/messages';
