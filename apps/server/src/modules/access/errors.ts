import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';

/** 404: the resource does not exist for the caller (nothing is revealed). */
export const notFound = (message: string = MSG.notFound) => new AppError('not_found', 404, message);
/** 403: the caller sees the resource but may not do this. */
export const forbidden = (message: string = MSG.forbidden) => new AppError('forbidden', 403, message);
