// What the public site shows besides programmes: the home carousel, the two director messages, and a few
// messages received through the contact form.
import { daysAgo, hoursAgo, type When } from './demo-time.ts';

export const GALLERY: { image: string; slug: string; title: string; linkUrl: string | null }[] = [
  {
    image: 'gallery-programmes-2026.jpg',
    slug: 'programmes-2026',
    title: 'Certification Programmes 2026: admissions open for the January Intake',
    linkUrl: '/courses',
  },
  {
    image: 'gallery-convocation-2025.jpg',
    slug: 'convocation-2025',
    title: 'Convocation 2025: celebrating 2,500+ certified bankers',
    linkUrl: null,
  },
  {
    image: 'gallery-aml-week.jpg',
    slug: 'ceaml-2026',
    title: 'Fighting financial crime together: CEAML-2026, Batch 5 is running',
    linkUrl: '/courses/ceaml',
  },
  {
    image: 'gallery-digital-learning.jpg',
    slug: 'digital-learning',
    title: 'Learn, discuss and submit online with Certification e-Learning',
    linkUrl: null,
  },
];

export const DIRECTOR_MESSAGES: {
  id: 1 | 2;
  slug: string;
  name: string;
  designation: string;
  avatar: string;
  message: string;
}[] = [
  {
    id: 1,
    slug: 'director-general',
    name: 'Dr. Farhana Rahman',
    designation: 'Director General',
    avatar: 'avatar-director-general.jpg',
    message: [
      '<p>Welcome to the certification programmes of the Institute of Bank Management. For more than four decades the institute has trained the officials who run the banks of Bangladesh, and our certification programmes are the part of that work that speaks most directly to a banker’s daily practice.</p>',
      '<p>Banking has changed quickly. Digital channels, new financial crimes and stricter international standards ask more of every officer, from the branch counter to the board room. Our programmes in anti-money laundering, credit and trade finance answer that need with a curriculum set together with Bangladesh Bank and the industry, taught by faculty who combine research with long experience in banks.</p>',
      '<p>I invite you to make full use of this portal: follow the contents your coordinators share, take part in the forum, and submit your assignments on time. Learning together with colleagues from other banks is one of the great strengths of our programmes.</p>',
      '<p>I wish every participant success in the examinations and in the responsibilities that follow.</p>',
    ].join(''),
  },
  {
    id: 2,
    slug: 'director-certification',
    name: 'Dr. Md. Kamrul Hasan',
    designation: 'Director (Certification)',
    avatar: 'avatar-director-certification.jpg',
    message: [
      '<p>The certification wing designs, runs and assesses the institute’s professional certification programmes. Each programme is reviewed every year with the banks that send participants, so that what we teach stays close to what the industry needs.</p>',
      '<p>Our academic calendar has two intakes a year. Admission is by nomination of the participant’s employer, and every course ends with an examination set and moderated by a committee of the institute. Certificates are awarded at the annual convocation.</p>',
      '<p>This portal brings the whole course into one place: your courses and coordinators, the study contents, the assignments with their deadlines, and a forum for questions. If anything does not work as it should, please write to us through the contact page.</p>',
    ].join(''),
  },
];

export const CONTACT_MESSAGES: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  message: string;
  at: When;
  read: boolean;
}[] = [
  {
    firstName: 'Kamal',
    lastName: 'Uddin',
    email: 'kamal.uddin@example.com',
    phone: '01715678901',
    message:
      'Our bank would like to nominate twelve officers for the next CEAML intake. Could you send the nomination form and the course fee?',
    at: daysAgo(4, 3),
    read: true,
  },
  {
    firstName: 'Shirin',
    lastName: 'Akhter',
    email: 'shirin.akhter@example.com',
    phone: null,
    message: 'Is there a weekend batch of the Certified Expert in Trade Finance programme this year?',
    at: hoursAgo(20),
    read: false,
  },
];
