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
  /**
   * The map of the contact page: OpenStreetMap's embed, which needs no key (docs/decisions/019-contact-map-and-social-widget.md),
   * around the institute's place, with a marker on it; and the same place on openstreetmap.org.
   */
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=90.3587%2C23.8009%2C90.3787%2C23.8129&layer=mapnik&marker=23.8069%2C90.3687',
  mapPageUrl: 'https://www.openstreetmap.org/?mlat=23.8069&mlon=90.3687#map=16/23.8069/90.3687',
} as const;

/** Hosts the pages may frame (footer widget, contact map): the CSP's frame-src. */
export const FRAME_HOSTS = ['https://www.facebook.com', 'https://www.openstreetmap.org'] as const;
