/** Where the cast pages live: the receiver the cast device opens (registered in the Cast console), and the phone's remote. */
export const CAST_RECEIVER_PATH = '/cast';
export const CAST_REMOTE_PATH = '/cast/remote';
