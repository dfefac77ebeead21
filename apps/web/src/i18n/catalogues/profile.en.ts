// The profile screens' own texts (docs/features.md, Profiles): English exactly as the screens have always shown it.
// The person's fields they share with registration (name, organisation, address…) are the shared form components'.
// The Bangla is profile.bn.ts.
export default {
  loadingData: 'Loading Data....',
  savingChanges: 'Saving Changes....',
  editProfile: 'Edit Profile',
  myProfile: 'My Profile',
  details: 'Profile details',
  email: 'Email',
  mobile: 'Mobile Number',
  designation: 'Designation',
  avatar: {
    chosen: 'Your chosen avatar',
    current: 'Your avatar',
    label: 'Profile Picture',
    hint: '{{first}} or {{last}}; optional.',
  },
  edit: 'Edit',
  cancel: 'Cancel',
  save: 'Save',
};
