// The institute's public particulars: shown in the footer, on the contact page and in mails.
export const PRODUCT_NAME = 'Certification e-Learning';

export const INSTITUTE = {
  name: 'Institute of Bank Management',
  shortName: 'IBM-C',
  address: 'Plot 4, Main Road, Mirpur-2, Dhaka-1216, Bangladesh',
  email: 'certification@institute.example',
  telephones: ['+880 2 5505 1201', '+880 2 5505 1202'],
  facultyListUrl: 'https://institute.example/faculty-list',
  staffListUrl: 'https://institute.example/staff-list',
  socialPageUrl: 'https://www.facebook.com/institute.example',
  /** The 340 × 130 social page widget of the footer. */
  socialWidgetUrl:
    'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Finstitute.example&tabs&width=340&height=130&small_header=true&adapt_container_width=true&hide_cover=false&show_facepile=false',
  /** The map embedded on the contact page. */
  mapEmbedUrl: 'https://www.google.com/maps/embed/v1/place?q=Mirpur-2,Dhaka&key=public-embed',
} as const;

/** Hosts the pages may frame (footer widget, contact map): the CSP's frame-src. */
export const FRAME_HOSTS = ['https://www.facebook.com', 'https://www.google.com'] as const;
