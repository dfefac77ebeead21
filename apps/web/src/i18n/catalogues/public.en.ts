// The public site's texts (docs/features.md, Public site): English exactly as the specification writes them. The
// Bangla is public.bn.ts, with the same keys. What admins publish (programme pages, messages) is shown as written.
export default {
  nav: {
    label: 'Main',
    home: 'Home',
    homeLogo: '{{name}}: home',
    aboutUs: 'About Us',
    messageDirectorGeneral: 'Message from Director General',
    messageDirectorCertification: 'Message from Director (Certification)',
    facultyList: 'Faculty List',
    staffList: 'Staff List',
    certificationProgram: 'Certification Program',
    faq: 'FAQ',
    contactUs: 'Contact Us',
    login: 'Login',
    closeMenu: 'Close menu',
    mobile: 'Mobile',
    otherServices: 'Other Services',
  },
  footer: {
    socialMedia: 'Social media',
    tel: 'Tel:',
    email: 'E-mail:',
    onFacebook: '{{name}} on Facebook',
    onSocialMedia: '{{name}} on social media',
    rights: '© {{year}} {{name}}. All rights reserved.',
  },
  welcome: {
    heading: 'Welcome to the Certification Programmes of the {{name}}',
    offer:
      'The institute offers professional certification programmes for officials of banks and other financial institutions in Bangladesh. Each programme combines weekend classes at the institute with study contents, assignments and a discussion forum on this portal, and ends with a written examination set and moderated by the institute’s examination committee.',
    calendar:
      'The academic calendar has two intakes a year. The January intake opens for nominations in October and its classes run from the second week of January to the end of June; the July intake opens in April and runs from the second week of July to the end of December. Examinations are held within four weeks of the last class, results are published six weeks later, and certificates are awarded at the annual convocation in the first quarter of the following year.',
    admission:
      'Admission follows a nomination and approval process. A participating bank or financial institution nominates its officers through its human resources or training division, with the head of the branch or department confirming each nominee’s eligibility (normally at least two years of service in a bank). The certification wing reviews every nomination against the programme’s entry requirements and the seats available, and the Director (Certification) approves the final list. Approved participants receive an invitation by e-mail with a personal link to register on this portal, where they find their course, coordinators, contents and assignment deadlines from the first day.',
    review:
      'Every programme is reviewed each year with the banks that send participants and with Bangladesh Bank, so that what is taught stays close to the needs of the industry. For nominations, schedules or any other question, please write to us through the contact page.',
  },
  facts: {
    heading: 'Facts and Figures',
    students: 'Students from banks and other financial institutes',
    ongoing: 'Ongoing courses',
    graduates: 'Certification graduates',
    faculty: 'World-class faculty',
  },
  courses: {
    title: 'Certification Programs',
    loading: 'Loading certification programs...',
    failed: 'Failed to load certification programs. Please try again later.',
    tryAgain: 'Try Again',
  },
  contact: {
    sendUs: 'Send us a message',
    address: 'Address',
    email: 'Email',
    telephone: 'Telephone',
    map: 'Map: {{name}}, {{address}}',
    largerMap: 'View a larger map',
    form: 'Contact form',
    firstName: 'First Name',
    lastName: 'Last Name',
    phone: 'Phone',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending message...',
  },
  offer: {
    heading: 'What We Offer',
    loading: 'Loading....',
    failed: 'Failed to load courses',
    retry: 'Retry',
    empty: 'No courses available at the moment',
    viewAll: 'View All Courses',
  },
  /** The home page's banner carousel while its images come, and when they could not. */
  banner: {
    loading: 'Loading gallery images...',
    failed: 'Failed to load gallery images',
  },
};
