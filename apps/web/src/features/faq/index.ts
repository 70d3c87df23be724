export { faqsQuery, useFaqs } from './api/get-faqs';
export { FaqBrowser } from './faq-browser';
