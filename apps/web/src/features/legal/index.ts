export { imprintQuery, useImprint } from './api/get-imprint';
export { privacyPolicyQuery, usePrivacyPolicy } from './api/get-privacy-policy';
export { ImprintView } from './imprint-view';
export { PrivacyView } from './privacy-view';
