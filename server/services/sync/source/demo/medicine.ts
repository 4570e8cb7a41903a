// The demo's reference catalogue: real medical directions with their diseases and procedures,
// patient services and OMS (state-funded) procedures, in Russian and English.

export type Named = { RU: string; EN: string };
export type DemoSpecialty = { key: string; names: Named; procedure: boolean };
export type DemoDirection = { names: Named; doctor: Named; medical: boolean; specialties: DemoSpecialty[] };

const d = (RU: string, EN: string): DemoSpecialty => ({ key: EN, names: { RU, EN }, procedure: false });
const p = (RU: string, EN: string): DemoSpecialty => ({ key: EN, names: { RU, EN }, procedure: true });
const direction = (RU: string, EN: string, doctor: Named, specialties: DemoSpecialty[], medical = true): DemoDirection => ({
  names: { RU, EN },
  doctor,
  medical,
  specialties,
});

const strokeRehab = p('Реабилитация после инсульта', 'Post-stroke rehabilitation');
const bariatric = p('Бариатрическая хирургия', 'Bariatric surgery');
const ivf = p('ЭКО', 'IVF');

export const directions: DemoDirection[] = [
  direction('Кардиология', 'Cardiology', { RU: 'Кардиолог', EN: 'Cardiologist' }, [
    d('Ишемическая болезнь сердца', 'Coronary artery disease'),
    d('Аритмия', 'Arrhythmia'),
    d('Сердечная недостаточность', 'Heart failure'),
    d('Артериальная гипертензия', 'Arterial hypertension'),
    d('Пороки сердца', 'Heart valve disease'),
    p('Коронарное шунтирование', 'Coronary artery bypass grafting'),
    p('Стентирование коронарных артерий', 'Coronary stenting'),
  ]),
  direction('Онкология', 'Oncology', { RU: 'Онколог', EN: 'Oncologist' }, [
    d('Рак молочной железы', 'Breast cancer'),
    d('Рак лёгкого', 'Lung cancer'),
    d('Рак предстательной железы', 'Prostate cancer'),
    d('Колоректальный рак', 'Colorectal cancer'),
    d('Меланома', 'Melanoma'),
    d('Лимфома', 'Lymphoma'),
    p('Химиотерапия', 'Chemotherapy'),
    p('Лучевая терапия', 'Radiation therapy'),
  ]),
  direction('Неврология', 'Neurology', { RU: 'Невролог', EN: 'Neurologist' }, [
    d('Инсульт', 'Stroke'),
    d('Рассеянный склероз', 'Multiple sclerosis'),
    d('Болезнь Паркинсона', "Parkinson's disease"),
    d('Эпилепсия', 'Epilepsy'),
    d('Мигрень', 'Migraine'),
    strokeRehab,
  ]),
  direction('Нейрохирургия', 'Neurosurgery', { RU: 'Нейрохирург', EN: 'Neurosurgeon' }, [
    d('Опухоли головного мозга', 'Brain tumours'),
    d('Грыжа межпозвонкового диска', 'Herniated disc'),
    d('Аневризма сосудов головного мозга', 'Cerebral aneurysm'),
    p('Стабилизация позвоночника', 'Spinal fusion'),
  ]),
  direction('Ортопедия и травматология', 'Orthopaedics and traumatology', { RU: 'Травматолог-ортопед', EN: 'Orthopaedic surgeon' }, [
    d('Артроз коленного сустава', 'Knee osteoarthritis'),
    d('Артроз тазобедренного сустава', 'Hip osteoarthritis'),
    d('Сколиоз', 'Scoliosis'),
    p('Эндопротезирование тазобедренного сустава', 'Hip replacement'),
    p('Эндопротезирование коленного сустава', 'Knee replacement'),
    p('Артроскопия', 'Arthroscopy'),
  ]),
  direction('Гастроэнтерология', 'Gastroenterology', { RU: 'Гастроэнтеролог', EN: 'Gastroenterologist' }, [
    d('Язвенная болезнь желудка', 'Peptic ulcer'),
    d('Болезнь Крона', "Crohn's disease"),
    d('Гепатит C', 'Hepatitis C'),
    d('Цирроз печени', 'Liver cirrhosis'),
    p('Гастроскопия', 'Gastroscopy'),
    p('Колоноскопия', 'Colonoscopy'),
    bariatric,
  ]),
  direction('Урология', 'Urology', { RU: 'Уролог', EN: 'Urologist' }, [
    d('Мочекаменная болезнь', 'Kidney stones'),
    d('Аденома простаты', 'Benign prostatic hyperplasia'),
    d('Недержание мочи', 'Urinary incontinence'),
    p('Литотрипсия', 'Lithotripsy'),
  ]),
  direction('Гинекология', 'Gynaecology', { RU: 'Гинеколог', EN: 'Gynaecologist' }, [
    d('Миома матки', 'Uterine fibroids'),
    d('Эндометриоз', 'Endometriosis'),
    d('Женское бесплодие', 'Female infertility'),
    ivf,
    p('Ведение беременности', 'Pregnancy care'),
  ]),
  direction('Репродуктология', 'Reproductive medicine', { RU: 'Репродуктолог', EN: 'Fertility specialist' }, [
    ivf,
    p('Криоконсервация яйцеклеток', 'Egg freezing'),
    d('Мужское бесплодие', 'Male infertility'),
  ]),
  direction('Офтальмология', 'Ophthalmology', { RU: 'Офтальмолог', EN: 'Ophthalmologist' }, [
    d('Катаракта', 'Cataract'),
    d('Глаукома', 'Glaucoma'),
    d('Близорукость', 'Myopia'),
    d('Отслойка сетчатки', 'Retinal detachment'),
    p('Лазерная коррекция зрения', 'Laser vision correction'),
  ]),
  direction('Эндокринология', 'Endocrinology', { RU: 'Эндокринолог', EN: 'Endocrinologist' }, [
    d('Сахарный диабет 2 типа', 'Type 2 diabetes'),
    d('Заболевания щитовидной железы', 'Thyroid disease'),
    d('Ожирение', 'Obesity'),
    bariatric,
  ]),
  direction('Стоматология', 'Dentistry', { RU: 'Стоматолог', EN: 'Dentist' }, [
    d('Пародонтит', 'Periodontitis'),
    p('Имплантация зубов', 'Dental implants'),
    p('Протезирование зубов', 'Dental prosthetics'),
    p('Исправление прикуса', 'Orthodontic treatment'),
  ]),
  direction('Пластическая хирургия', 'Plastic surgery', { RU: 'Пластический хирург', EN: 'Plastic surgeon' }, [
    p('Ринопластика', 'Rhinoplasty'),
    p('Блефаропластика', 'Blepharoplasty'),
    p('Маммопластика', 'Breast augmentation'),
    p('Липосакция', 'Liposuction'),
  ]),
  direction('Реабилитация', 'Rehabilitation', { RU: 'Врач-реабилитолог', EN: 'Rehabilitation physician' }, [
    strokeRehab,
    p('Реабилитация после эндопротезирования', 'Rehabilitation after joint replacement'),
    p('Кардиореабилитация', 'Cardiac rehabilitation'),
    p('Санаторно-курортное лечение', 'Spa treatment'),
  ]),
  direction('Педиатрия', 'Paediatrics', { RU: 'Педиатр', EN: 'Paediatrician' }, [
    d('Детский церебральный паралич', 'Cerebral palsy'),
    d('Бронхиальная астма у детей', 'Childhood asthma'),
    d('Врождённые пороки развития', 'Congenital anomalies'),
    p('Детская кардиохирургия', 'Paediatric cardiac surgery'),
  ]),
  direction(
    'Диагностика',
    'Diagnostics',
    { RU: 'Врач-диагност', EN: 'Diagnostic physician' },
    [p('МРТ', 'MRI'), p('Компьютерная томография', 'CT scan'), p('ПЭТ-КТ', 'PET-CT'), p('Комплексное обследование (check-up)', 'Check-up')],
    false,
  ),
];

/** Every distinct specialty, in the order of first appearance (its origId is its position + 1). */
export const specialties: DemoSpecialty[] = [...new Map(directions.flatMap((dir) => dir.specialties).map((s) => [s.key, s])).values()];

export const serviceGroups: { names: Named; services: Named[] }[] = [
  {
    names: { RU: 'Проживание', EN: 'Accommodation' },
    services: [
      { RU: 'Палата повышенной комфортности', EN: 'Premium ward' },
      { RU: 'Проживание сопровождающего', EN: 'Accommodation for a companion' },
    ],
  },
  {
    names: { RU: 'Трансфер и сопровождение', EN: 'Transfer and escort' },
    services: [
      { RU: 'Трансфер из аэропорта', EN: 'Airport transfer' },
      { RU: 'Сопровождение по клинике', EN: 'Escort within the clinic' },
    ],
  },
  {
    names: { RU: 'Перевод', EN: 'Interpreting' },
    services: [
      { RU: 'Медицинский переводчик', EN: 'Medical interpreter' },
      { RU: 'Перевод медицинских документов', EN: 'Translation of medical records' },
    ],
  },
  {
    names: { RU: 'Консультации', EN: 'Consultations' },
    services: [
      { RU: 'Онлайн-консультация', EN: 'Online consultation' },
      { RU: 'Второе мнение', EN: 'Second opinion' },
      { RU: 'Консилиум специалистов', EN: 'Case conference' },
    ],
  },
  {
    names: { RU: 'Визовая поддержка', EN: 'Visa support' },
    services: [
      { RU: 'Приглашение на лечение', EN: 'Medical visa invitation' },
      { RU: 'Продление визы', EN: 'Visa extension' },
    ],
  },
];

export const services: Named[] = serviceGroups.flatMap((g) => g.services);

/** OMS (compulsory health insurance) procedures: nomenclature code and name. */
export const omsProcedures: [code: string, name: string][] = [
  ['A16.12.004.009', 'Коронарное шунтирование в условиях искусственного кровообращения'],
  ['A16.12.028', 'Установка стента в сосуд'],
  ['A16.04.021.001', 'Эндопротезирование тазобедренного сустава тотальное'],
  ['A16.04.021.005', 'Эндопротезирование коленного сустава тотальное'],
  ['A16.26.093.002', 'Факоэмульсификация с имплантацией интраокулярной линзы'],
  ['A16.28.045.003', 'Дистанционная ударно-волновая литотрипсия'],
  ['A16.20.011', 'Миомэктомия лапароскопическая'],
  ['A11.20.017', 'Экстракорпоральное оплодотворение'],
  ['A07.30.009', 'Конформная дистанционная лучевая терапия'],
  ['B05.024.001', 'Медицинская реабилитация пациентов с заболеваниями центральной нервной системы'],
  ['A05.23.009', 'Магнитно-резонансная томография головного мозга'],
  ['A16.23.034', 'Удаление новообразования головного мозга микрохирургическое'],
];
