/**
 * Words that place a post in an industry label (ind_labels, see db/seed/reference-data.ts), in English and
 * Chinese (any script: they are folded like the text). English words match whole words, with an optional plural
 * s; Chinese words match anywhere. Written for this project. A word sits under one label only.
 */
export const INDUSTRY_KEYWORDS: Readonly<Record<number, readonly string[]>> = {
  // Politics
  2: [
    'government', 'legco', 'legislative council', 'chief executive', 'policy address', 'election', 'lawmaker',
    'district council', 'national security', 'basic law', 'beijing', 'secretary for', 'protest', 'politics',
    'political', 'minister', 'consultation', 'police', 'court', 'vote',
    '政府', '特區', '特首', '行政長官', '立法會', '議員', '區議會', '選舉', '投票', '施政報告', '國安', '基本法', '司長',
    '局長', '政策', '諮詢', '條例', '法例', '政治', '示威', '遊行', '警方', '法庭', '北京', '中央', '建制', '民主',
  ],
  // Finance
  3: [
    'budget', 'financial secretary', 'hang seng', 'hsi', 'stock', 'share price', 'shares', 'ipo', 'bank', 'mortgage',
    'interest rate', 'rate hike', 'rate cut', 'inflation', 'economy', 'economic', 'gdp', 'investor', 'investment',
    'fund', 'dividend', 'earnings', 'profit', 'hkex', 'tax', 'property market', 'home prices', 'fed', 'bond', 'crypto',
    '預算案', '財政預算', '財爺', '財政司', '恒指', '恒生指數', '港股', '股票', '股價', '股市', '上市', '銀行', '按揭',
    '利率', '加息', '減息', '通脹', '經濟', '投資', '基金', '派息', '業績', '盈利', '港交所', '稅', '樓市', '樓價',
    '聯儲局', '債券', '加密貨幣', '印花稅', '強積金', '匯率', '人民幣',
  ],
  // Art & Music
  4: [
    'concert', 'album', 'song', 'singer', 'music', 'band', 'gig', 'exhibition', 'museum', 'gallery', 'art fair',
    'artist', 'art basel', 'film', 'movie', 'cinema', 'theatre', 'opera', 'orchestra', 'canto-pop', 'cantopop',
    'west kowloon cultural district', 'm+', 'dance', 'festival',
    '演唱會', '專輯', '歌手', '歌曲', '新歌', '音樂', '樂隊', '樂團', '展覽', '博物館', '美術館', '藝術', '藝術家',
    '畫廊', '電影', '戲院', '劇場', '話劇', '粵劇', '歌劇', '交響樂', '廣東歌', '紅館', '西九文化區', '藝術節', '書展',
    '舞蹈', '攝影展',
  ],
  // Kids & Family
  5: [
    'kids', 'kid', 'children', 'child', 'baby', 'babies', 'parent', 'parenting', 'family', 'families', 'toddler',
    'kindergarten', 'primary school', 'school', 'student', 'pupil', 'playground', 'helper', 'dse', 'tutor', 'toy',
    '小朋友', '細路', '兒童', '孩子', '子女', '仔女', '嬰兒', '寶寶', 'bb', '家長', '親子', '育兒', '湊仔', '家庭',
    '幼稚園', '小學', '中學', '學校', '學生', '功課', '補習', '文憑試', '遊樂場', '外傭', '工人姐姐', '玩具', '奶粉',
    '媽媽', '爸爸',
  ],
  // Fashion & Beauty
  6: [
    'fashion', 'beauty', 'makeup', 'make-up', 'cosmetics', 'skincare', 'skin care', 'lipstick', 'perfume', 'handbag',
    'dress', 'outfit', 'clothing', 'clothes', 'sneakers', 'shoes', 'luxury', 'boutique', 'hair salon', 'nail',
    'jewellery', 'jewelry', 'watch brand', 'runway',
    '時裝', '時尚', '美容', '化妝', '化妝品', '護膚', '護膚品', '口紅', '香水', '手袋', '衫', '裙', '波鞋', '鞋',
    '名牌', '奢侈品', '髮型', '剪髮', '美甲', '珠寶', '首飾', '穿搭', '減肥', '瘦身', '面膜',
  ],
  // Food & Beverage
  7: [
    'milk tea', 'tea', 'coffee', 'beer', 'wine', 'drink', 'drinks', 'beverage', 'snack', 'snacks', 'food price',
    'supermarket', 'grocery', 'groceries', 'vita', 'black & white', 'evaporated milk', 'bakery', 'pineapple bun',
    'egg tart', 'mooncake', 'bubble tea', 'juice', 'chocolate', 'instant noodles', 'food safety',
    '奶茶', '絲襪奶茶', '鴛鴦', '檸檬茶', '凍檸茶', '咖啡', '啤酒', '紅酒', '飲品', '飲料', '零食', '超市', '百佳',
    '惠康', '維他', '黑白淡奶', '淡奶', '麵包', '菠蘿包', '蛋撻', '月餅', '珍珠奶茶', '果汁', '朱古力', '公仔麵',
    '食品', '食物安全', '新口味', '盒裝',
  ],
  // Dining
  8: [
    'restaurant', 'dining', 'dine', 'cafe', 'café', 'cha chaan teng', 'dim sum', 'yum cha', 'brunch', 'buffet',
    'menu', 'chef', 'michelin', 'openrice', 'takeaway', 'hotpot', 'hot pot', 'omakase', 'bistro', 'bar', 'eatery',
    'lan fong yuen', 'dinner', 'lunch',
    '餐廳', '茶餐廳', '冰室', '酒樓', '飲茶', '點心', '食肆', '大排檔', '食堂', '外賣', '堂食', '餐牌', '菜單', '廚師',
    '米芝蓮', '打邊爐', '火鍋', '放題', '自助餐', '蘭芳園', '晚餐', '午餐', '早餐', '下午茶', '宵夜', '食飯', '好食',
    '抵食', '埋單', '訂枱',
  ],
  // Telecom
  9: [
    'telecom', 'telco', 'mobile plan', '5g', '4g', 'data plan', 'broadband', 'fibre', 'fiber', 'roaming', 'sim card',
    'carrier', 'pccw', 'hkt', 'csl', 'smartone', 'china mobile', 'three hk', 'wifi', 'wi-fi',
    '電訊', '電訊商', '月費', '上網', '寬頻', '光纖', '漫遊', '電話卡', '儲值卡', '收訊', '訊號',
    '香港電訊', '數碼通', '中國移動', '中移動', '電盈', '手機', '流動電話',
  ],
};
