/**
 * The gift catalogue Kindred starts with: categories and gifts in English (e), Simplified (c) and
 * Traditional (f) Chinese, as the shop loads them per language (docs/product.md section 1). `art` names the
 * picture in giftArt. Prices are credits (1 credit = 1 USD).
 */
export interface SeedCategory {
  id: number;
  names: [string, string, string];
  gifts: SeedGift[];
}

export interface SeedGift {
  id: number;
  art: string;
  price: string;
  titles: [string, string, string];
  texts: [string, string, string];
}

export const seedCategories: SeedCategory[] = [
  {
    id: 1,
    names: ['Flowers', '鲜花', '鮮花'],
    gifts: [
      {
        id: 1,
        art: 'rose',
        price: '2.00',
        titles: ['Red Rose', '红玫瑰', '紅玫瑰'],
        texts: [
          'A single red rose says what words cannot.',
          '一朵红玫瑰，胜过千言万语。',
          '一朵紅玫瑰，勝過千言萬語。',
        ],
      },
      {
        id: 2,
        art: 'tulip',
        price: '3.00',
        titles: ['Tulip', '郁金香', '鬱金香'],
        texts: [
          'A bright tulip to start the day.',
          '一枝明艳的郁金香，开启美好一天。',
          '一枝明豔的鬱金香，開啟美好一天。',
        ],
      },
      {
        id: 3,
        art: 'sunflower',
        price: '3.00',
        titles: ['Sunflower', '向日葵', '向日葵'],
        texts: ['Always turning towards you.', '永远向着你的方向。', '永遠向著你的方向。'],
      },
      {
        id: 4,
        art: 'cherry-blossom',
        price: '5.00',
        titles: ['Cherry Blossom', '樱花', '櫻花'],
        texts: ['Spring, delivered.', '把春天送给你。', '把春天送給你。'],
      },
      {
        id: 5,
        art: 'hibiscus',
        price: '5.00',
        titles: ['Hibiscus', '扶桑花', '扶桑花'],
        texts: ['A touch of the tropics.', '一抹热带风情。', '一抹熱帶風情。'],
      },
      {
        id: 6,
        art: 'bouquet',
        price: '19.00',
        titles: ['Bouquet', '花束', '花束'],
        texts: ['A whole bouquet, just for you.', '一整束花，只为你。', '一整束花，只為你。'],
      },
    ],
  },
  {
    id: 2,
    names: ['Sweets', '甜点', '甜點'],
    gifts: [
      {
        id: 7,
        art: 'lollipop',
        price: '1.00',
        titles: ['Lollipop', '棒棒糖', '棒棒糖'],
        texts: ['Something sweet for you.', '给你一点甜。', '給你一點甜。'],
      },
      {
        id: 8,
        art: 'candy',
        price: '1.00',
        titles: ['Candy', '糖果', '糖果'],
        texts: ['Sweet as you are.', '和你一样甜。', '和你一樣甜。'],
      },
      {
        id: 9,
        art: 'doughnut',
        price: '2.00',
        titles: ['Doughnut', '甜甜圈', '甜甜圈'],
        texts: ['A treat for a good day.', '好日子配甜甜圈。', '好日子配甜甜圈。'],
      },
      {
        id: 10,
        art: 'soft-ice-cream',
        price: '2.00',
        titles: ['Ice Cream', '冰淇淋', '冰淇淋'],
        texts: ['Cool down with me.', '和我一起清凉一下。', '和我一起清涼一下。'],
      },
      {
        id: 11,
        art: 'chocolate-bar',
        price: '4.00',
        titles: ['Chocolate', '巧克力', '巧克力'],
        texts: ['Chocolate makes everything better.', '巧克力让一切更美好。', '巧克力讓一切更美好。'],
      },
      {
        id: 12,
        art: 'birthday-cake',
        price: '12.00',
        titles: ['Birthday Cake', '生日蛋糕', '生日蛋糕'],
        texts: ['Happy birthday!', '生日快乐！', '生日快樂！'],
      },
    ],
  },
  {
    id: 3,
    names: ['Drinks', '饮品', '飲品'],
    gifts: [
      {
        id: 13,
        art: 'hot-beverage',
        price: '2.00',
        titles: ['Coffee', '咖啡', '咖啡'],
        texts: ['Coffee on me.', '这杯咖啡我请。', '這杯咖啡我請。'],
      },
      {
        id: 14,
        art: 'bubble-tea',
        price: '3.00',
        titles: ['Bubble Tea', '珍珠奶茶', '珍珠奶茶'],
        texts: ['Extra pearls, of course.', '当然要多加珍珠。', '當然要多加珍珠。'],
      },
      {
        id: 15,
        art: 'tropical-drink',
        price: '6.00',
        titles: ['Cocktail', '鸡尾酒', '雞尾酒'],
        texts: ['Cheers to us.', '为我们干杯。', '為我們乾杯。'],
      },
      {
        id: 16,
        art: 'wine-glass',
        price: '8.00',
        titles: ['Red Wine', '红酒', '紅酒'],
        texts: ['A glass of red for a quiet evening.', '安静的夜晚，来一杯红酒。', '安靜的夜晚，來一杯紅酒。'],
      },
      {
        id: 17,
        art: 'clinking-glasses',
        price: '10.00',
        titles: ['Toast', '干杯', '乾杯'],
        texts: ['Here is to the two of us.', '敬我们两个人。', '敬我們兩個人。'],
      },
      {
        id: 18,
        art: 'bottle-with-popping-cork',
        price: '25.00',
        titles: ['Champagne', '香槟', '香檳'],
        texts: ['Let us celebrate.', '一起来庆祝吧。', '一起來慶祝吧。'],
      },
    ],
  },
  {
    id: 4,
    names: ['Romance', '浪漫', '浪漫'],
    gifts: [
      {
        id: 19,
        art: 'red-heart',
        price: '1.00',
        titles: ['Heart', '爱心', '愛心'],
        texts: ['My heart, to you.', '把我的心给你。', '把我的心給你。'],
      },
      {
        id: 20,
        art: 'kiss-mark',
        price: '3.00',
        titles: ['Kiss', '香吻', '香吻'],
        texts: ['Sealed with a kiss.', '以吻封缄。', '以吻封緘。'],
      },
      {
        id: 21,
        art: 'love-letter',
        price: '5.00',
        titles: ['Love Letter', '情书', '情書'],
        texts: ['Words from the heart.', '来自心底的话。', '來自心底的話。'],
      },
      {
        id: 22,
        art: 'heart-with-ribbon',
        price: '9.00',
        titles: ['Gift of Love', '爱的礼物', '愛的禮物'],
        texts: ['Wrapped with care.', '用心包装的爱。', '用心包裝的愛。'],
      },
      {
        id: 23,
        art: 'teddy-bear',
        price: '15.00',
        titles: ['Teddy Bear', '泰迪熊', '泰迪熊'],
        texts: ['A hug you can keep.', '一个可以留住的拥抱。', '一個可以留住的擁抱。'],
      },
      {
        id: 24,
        art: 'ring',
        price: '99.00',
        titles: ['Ring', '戒指', '戒指'],
        texts: ['A promise that shines.', '闪耀的承诺。', '閃耀的承諾。'],
      },
    ],
  },
  {
    id: 5,
    names: ['Luxury', '奢华', '奢華'],
    gifts: [
      {
        id: 25,
        art: 'crown',
        price: '50.00',
        titles: ['Crown', '皇冠', '皇冠'],
        texts: ['For my queen or king.', '献给我的女王或国王。', '獻給我的女王或國王。'],
      },
      {
        id: 26,
        art: 'gem-stone',
        price: '80.00',
        titles: ['Diamond', '钻石', '鑽石'],
        texts: ['Rare, like you.', '像你一样珍贵。', '像你一樣珍貴。'],
      },
      {
        id: 27,
        art: 'automobile',
        price: '150.00',
        titles: ['Sports Car', '跑车', '跑車'],
        texts: ['Let us take a drive.', '一起去兜风吧。', '一起去兜風吧。'],
      },
      {
        id: 28,
        art: 'motor-boat',
        price: '200.00',
        titles: ['Yacht', '游艇', '遊艇'],
        texts: ['A day out on the water.', '一起出海的日子。', '一起出海的日子。'],
      },
      {
        id: 29,
        art: 'airplane',
        price: '300.00',
        titles: ['Private Jet', '私人飞机', '私人飛機'],
        texts: ['Anywhere you want to go.', '想去哪里都可以。', '想去哪裡都可以。'],
      },
      {
        id: 30,
        art: 'castle',
        price: '520.00',
        titles: ['Castle', '城堡', '城堡'],
        texts: ['A castle for the two of us.', '属于我们两个人的城堡。', '屬於我們兩個人的城堡。'],
      },
    ],
  },
];

/** Top-up packages (docs/architecture.md section 6): index 2 is 800.00 as the recharge screen expects. */
export const seedRechargePackages = ['100.00', '300.00', '800.00', '1500.00', '3000.00'];

/** Tier base prices and packages (months, price). */
export const seedUpgradeTiers = [
  {
    tier: 1,
    basePrice: '29.99',
    packages: [
      [1, '29.99'],
      [3, '79.99'],
      [6, '149.99'],
      [12, '239.99'],
    ],
  },
  {
    tier: 2,
    basePrice: '49.99',
    packages: [
      [1, '49.99'],
      [3, '134.99'],
      [6, '249.99'],
      [12, '419.99'],
    ],
  },
] as const;
