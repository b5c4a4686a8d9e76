/** The shell's own words in English (the spec's): the frames, the errors of loading a remote. */
const en = {
  site: {
    home: 'Chowk home',
    mainNav: 'Main',
    about: 'About',
    contact: 'Contact',
  },
  sidebar: {
    sections: 'Sections',
    logout: 'Logout',
    backHome: 'Back to Home',
  },
  common: {
    retry: 'Retry',
  },
  splash: {
    loading: 'Loading Chowk',
    accountType: 'Account type: {{type}}',
  },
  remote: {
    /** A remote whose declaration is unknown, by its name: "mfe_admin pages". */
    unknownLabel: '{{remote}} pages',
    unavailable: "We couldn't load the {{label}}. Check your connection and try again.",
    versionMismatch:
      "We couldn't load the {{label}}: they need {{module}} {{required}}, and this version of Chowk runs {{module}} {{provided}}. Reload the page in a moment; if this stays, tell us.",
    missingExports:
      "We couldn't load the {{label}}: they need {{module}} with {{exports}}, which this version of Chowk ({{module}} {{provided}}) lacks. Reload the page in a moment; if this stays, tell us.",
  },
  manifest: {
    unavailable: "We couldn't load Chowk's pages. Check your connection and try again.",
  },
} as const;
export default en;
