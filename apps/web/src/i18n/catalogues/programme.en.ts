// The public site's pages about people and programmes: a programme's page (/courses/{short}), a coordinator's profile
// and the directors' messages, with the public pages' loading and failure states. English, exactly as the pages have
// always written them. The Bangla is programme.bn.ts.
export default {
  course: {
    loading: 'Loading course details...',
    notFound: 'Course Not Found!',
    notFoundHelp: 'The requested certification program could not be found.',
    allCourses: 'View All Courses',
    about: 'About the Program',
    modules: 'Modules',
    coordinators: 'Program Coordinators',
  },
  coordinator: {
    notFound: 'Coordinator Not Found!',
    email: 'Email',
    gender: 'Gender',
    male: 'Male',
    female: 'Female',
  },
  director: {
    general: 'Message from the Director General',
    certification: 'Message from the Director (Certification)',
  },
  state: {
    tryAgain: 'Try Again',
  },
};
