/*
 * Drafts, preview links, changes before publishing and planned publications: the pieces every editor of
 * website content shares. `resource` is the admin path of a document ('/api/admin/faqs') or of
 * a collection ('/api/admin/pricing-packages'); an item's own path adds its id.
 */
export { loadEditedDocument, type EditedDocument } from './api/load-edited-document';
export { useEditedDocument } from './api/use-edited-document';
export { basedOn, saveDocument, savedVersionAnswer, type SaveMode } from './api/save-document';
export { ChangesAndScheduleButtons } from './components/changes-and-schedule-buttons';
export { DocumentPublishing, savedText } from './components/document-publishing';
export { DocumentToolbar } from './components/document-toolbar';
export { ListDocumentScreen, newEntryId, savedEntryId } from './components/list-document-screen';
export { useDocumentSave } from './use-document-save';
export { useDocumentEditor } from './use-document-editor';
export { useListDocument } from './use-list-document';
export { PlanList } from './components/plan-list';
export { PreviewAndPlansButtons } from './components/preview-and-plans-buttons';
export { PublicationBadges } from './components/publication-badges';
