export { SuccessStoriesSection } from './success-stories-section';
export { successStoriesQuery } from './api/get-success-stories';
