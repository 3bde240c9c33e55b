import { defineMessage, defineMessages } from 'react-intl';

// The help screens' and tips' own words in the inspector's language (decision 0065). The bundled tips come from the
// worker in the language (src/worker/help-tips/{es,pt-BR}); a tip edited on the device shows as it was written.
export const helpWords = {
  ...defineMessages({
    help: { id: 'help.title', defaultMessage: 'Help' },
    categories: { id: 'help.categories', defaultMessage: 'Help categories' },
    stillStuck: { id: 'help.stillStuck', defaultMessage: 'Still stuck?' },
    contactSupport: { id: 'help.contactSupport', defaultMessage: 'Contact support' },
    noHelp: { id: 'help.noHelp', defaultMessage: 'No help in this category yet.' },
    noResults: { id: 'help.noResults', defaultMessage: 'No results found' },
    openAsTip: { id: 'help.openAsTip', defaultMessage: 'Open as tip' },
    openInEditor: { id: 'help.openInEditor', defaultMessage: 'Open in editor' },
    close: { id: 'help.close', defaultMessage: 'Close' },
    editor: { id: 'help.editor', defaultMessage: 'Markdown Editor' },
    loading: { id: 'help.loading', defaultMessage: 'Loading…' },
    heading: { id: 'help.heading', defaultMessage: 'Heading' },
    body: { id: 'help.body', defaultMessage: 'Body' },
    preview: { id: 'help.preview', defaultMessage: 'Preview' },
    imageFile: { id: 'help.imageFile', defaultMessage: 'Image file' },
    insertImage: { id: 'help.insertImage', defaultMessage: 'Insert image' },
    saved: { id: 'help.saved', defaultMessage: 'Saved' },
    save: { id: 'help.save', defaultMessage: 'Save' },
  }),
  /** The bundled tips' categories (src/worker/help-tips/{category}): the screens they help on. */
  category: defineMessages({
    history: { id: 'help.category.history', defaultMessage: 'History' },
    home: { id: 'help.category.home', defaultMessage: 'Home' },
    'new-bucket': { id: 'help.category.newBucket', defaultMessage: 'New Bucket' },
    'new-inspection': { id: 'help.category.newInspection', defaultMessage: 'New Inspection' },
    support: { id: 'help.category.support', defaultMessage: 'Support' },
  }),
  helpOn: defineMessage<{ topic: string }>({ id: 'help.on', defaultMessage: 'Help on {topic}' }),
  helpTip: defineMessage<{ heading: string }>({ id: 'help.tip', defaultMessage: 'Help: {heading}' }),
  notSaved: defineMessage<{ reason: string }>({
    id: 'help.notSaved',
    defaultMessage: 'The help tip could not be saved: {reason}',
  }),
};
