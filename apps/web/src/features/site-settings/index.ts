export { useWebsiteSettings, websiteSettingsQuery, type PublicWebsiteSettings } from './api/get-website-settings';
export { imagesQuery, useImage } from './api/get-images';
