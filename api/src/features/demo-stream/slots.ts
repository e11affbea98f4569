import type { DemoLang } from './sources.js';

export type Sentiment = 'positive' | 'neutral' | 'negative';

/**
 * Values for the `{slot}` placeholders of the templates, per language, so the same template yields many sentences.
 * `{feel}` is filled by the post's sentiment instead (see FEEL).
 */
export const SLOTS: Record<DemoLang, Record<string, readonly string[]>> = {
  'zh-HK': {
    line: ['東鐵綫', '觀塘綫', '荃灣綫', '屯馬綫', '港島綫', '將軍澳綫', '東涌綫'],
    station: ['旺角', '九龍塘', '金鐘', '沙田', '大圍', '紅磡', '荔景', '油塘', '太子', '尖沙咀'],
    mins: ['10', '15', '20', '25', '30', '45'],
    brand: ['維他', '黑白淡奶', '蘭芳園', '金裝'],
    district: ['西環', '北角', '觀塘', '荃灣', '大埔', '將軍澳', '深水埗', '中環', '灣仔', '沙田'],
    food: ['菠蘿油', '餐蛋麵', '西多士', '叉燒飯', '魚蛋', '雞蛋仔', '燒鵝瀨'],
    estate: ['日出康城', '太古城', '美孚新邨', '沙田第一城', '杏花邨'],
    price: ['一萬三', '一萬五', '一萬八', '兩萬'],
    route: ['1A', '6X', '70K', '103', '268C', 'A21'],
    promenade: ['中環海濱', '西九海濱', '觀塘海濱', '北角海濱', '灣仔海濱'],
    market: ['中環海濱', '西九文化區', '赤柱', '大館', '尖沙咀'],
    pct: ['1.2', '2', '0.8', '1.5', '3'],
  },
  en: {
    line: ['East Rail line', 'Kwun Tong line', 'Tsuen Wan line', 'Tuen Ma line', 'Island line', 'Tseung Kwan O line', 'Tung Chung line'],
    station: ['Mong Kok', 'Kowloon Tong', 'Admiralty', 'Sha Tin', 'Tai Wai', 'Hung Hom', 'Lai King', 'Prince Edward', 'Tsim Sha Tsui'],
    mins: ['10', '15', '20', '25', '30', '45'],
    brand: ['Vita', 'Black & White', 'Lan Fong Yuen', 'Vita'],
    district: ['Kennedy Town', 'North Point', 'Kwun Tong', 'Tsuen Wan', 'Tai Po', 'Sai Kung', 'Sham Shui Po', 'Central', 'Wan Chai'],
    food: ['pineapple bun', 'French toast', 'char siu rice', 'fish balls', 'egg waffles', 'wonton noodles'],
    estate: ['LOHAS Park', 'Taikoo Shing', 'Mei Foo', 'City One Shatin', 'Heng Fa Chuen'],
    price: ['HK$13,000', 'HK$15,000', 'HK$18,000', 'HK$20,000'],
    route: ['1A', '6X', '70K', '103', '268C', 'A21'],
    promenade: ['Central', 'West Kowloon', 'Kwun Tong', 'North Point', 'Wan Chai'],
    market: ['Central harbourfront', 'West Kowloon', 'Stanley', 'Tai Kwun', 'Tsim Sha Tsui'],
    pct: ['1.2', '2', '0.8', '1.5', '3'],
  },
  'zh-CN': {
    line: ['东铁线', '观塘线', '屯马线'],
    district: ['深圳', '广州', '珠海', '前海'],
    pct: ['1.2', '2', '0.8', '1.5'],
  },
};

/** Sentiment-bearing phrases, so the enrichment's sentiment has something real to read. */
export const FEEL: Record<DemoLang, Record<Sentiment, readonly string[]>> = {
  'zh-HK': {
    positive: ['正呀！', '好正，推介！', '真係好抵', '幾開心㗎', '讚好', '服務幾好喎'],
    neutral: ['大家點睇？', '留意下啦', '資料參考', '睇下點先', '有冇人知多啲？'],
    negative: ['真係好嬲', '離晒大譜', '好失望囉', '頂唔順喇', '越嚟越差', '唔係幾掂'],
  },
  en: {
    positive: ['Loved it!', 'Honestly great.', 'Good value, recommended.', 'Really impressed.', 'Nice one.'],
    neutral: ['Any thoughts?', 'Worth keeping an eye on.', 'Just sharing.', 'Let us see how it goes.', 'Anyone know more?'],
    negative: ['So frustrating.', 'This is ridiculous.', 'Really disappointed.', 'Getting worse every month.', 'Not acceptable.'],
  },
  'zh-CN': {
    positive: ['值得关注。', '前景向好。'],
    neutral: ['详情请留意后续报道。', '相关部门正跟进。'],
    negative: ['市民表示不满。', '引发关注。'],
  },
};
