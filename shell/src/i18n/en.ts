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
} as const;
export default en;
