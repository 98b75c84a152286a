import { MESSAGE_KEYS } from '@snackparty/protocol';
import { AppError } from '../errors';

export const albumErrors = {
  /** The room is unknown or the viewer is not one of its players or its host: both answer the same, so rooms cannot be walked. */
  notFound: () => new AppError(404, MESSAGE_KEYS.albumNotFound, 'No album of this room for you'),
  linkNotFound: () => new AppError(404, MESSAGE_KEYS.albumLinkNotFound, 'This album link does not work (any more)'),
};
