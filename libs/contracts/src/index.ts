export * from './permissions';
export * from './auth';
export * from './errors';
export * from './tracking';
export * from './statistics';
export * from './content';
export * from './offer-requests';
export * from './customers';
