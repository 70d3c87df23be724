export { EnquiryForm } from './enquiry-form';
export { ActionCards, ContactCard } from './contact-details';
