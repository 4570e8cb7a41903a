// The clinic profile editor's texts (000 §2 "Clinic profile editor frame", 001 §2): the frame, its
// menu of sections, the base and additional steps. Shown under `app.profile.*`.
export const profile = {
  title: 'Clinic profile',
};
