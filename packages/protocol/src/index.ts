export * from './constants';
export * from './avatars';
export * from './players';
export * from './errors';
export * from './rest';
export * from './destinations';
export * from './schemas';
export * from './dtos';
