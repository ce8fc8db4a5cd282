/** English texts of saved searches (docs/discovery.md, "Saved searches"), under `discover.savedSearches`. */
export const savedEn = {
  title: 'Saved searches',
  name: 'Name this search',
  namePlaceholder: 'e.g. Hikers in Taipei',
  save: 'Save these filters',
  remove: 'Delete',
  removeLabel: 'Delete the saved search {{name}}',
  empty:
    'No saved searches yet. Save the filters you use often; we tell you in the digest mail when someone new matches.',
  nameRequired: 'Give the search a name.',
  limit: 'You have 10 saved searches: delete one to save another.',
  badFilters: 'These filters cannot be saved: check the ages and the country.',
  upgrade: 'Upgrade your membership to save searches',
  failed: 'That did not work. Try again.',
};
