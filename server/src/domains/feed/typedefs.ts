/** The feed service's schema (spec 001 §7.4 feed service; spec 000 §3 Feed post); server/docs/feed.md. */
export const FEED_TYPE_DEFS = /* GraphQL */ `
  enum FeedPostType { clip hotClip photoGallery photos profileImage text photoContest }
  "Type filters: text posts, photo posts (photo gallery, photos, profile image, photo contest), clip posts (clip, hot clip)."
  enum FeedTypeGroup { text photo clip }
  "newest (default) or popular (most liked); pinned posts come first in both."
  enum FeedMode { newest popular }
  type FeedImageSet { w320: String!, w640: String!, w1280: String! }
  type FeedTippingGoal { goalCoins: Int!, tipsSumCoins: Int!, progressPercent: Int!, achieved: Boolean! }
  type FeedGuestState { liked: Boolean!, viewed: Boolean!, following: Boolean!, bought: Boolean! }
  type FeedModel { id: Int!, name: String!, avatar: FeedImageSet! }
  "authorAvatar (ours): the guest author's avatar URL now; null without one and for the actor's and fans' comments."
  type FeedCommentReply { id: Int!, text: String!, created: String!, authorName: String!, byModel: Boolean!, isOwn: Boolean!, authorAvatar: String }
  "authorAvatar (ours): the guest author's avatar URL now; null without one and for the actor's and fans' comments."
  type FeedComment { id: Int!, text: String!, created: String!, authorName: String!, byModel: Boolean!, isOwn: Boolean!, authorAvatar: String, replies: [FeedCommentReply!]! }
  "totalCount: every comment and reply; nodes: the newest 20 comments, each with its replies."
  type FeedComments { totalCount: Int!, nodes: [FeedComment!]! }
  "poster is blurred while the post is locked."
  type FeedClip { videoId: Int!, title: String!, duration: Int!, poster: FeedImageSet! }
  "preview is blurred; image is null while the post is locked."
  type FeedPhoto { id: Int!, preview: FeedImageSet!, image: FeedImageSet }
  type FeedPost {
    id: Int!
    created: String!
    published: String!
    type: FeedPostType!
    status: String!
    pinned: Boolean!
    title: String!
    "null while a paid text post is locked."
    text: String
    language: String!
    views: Int!
    likes: Int!
    umaId: String!
    paidContent: Boolean!
    fsk: Int!
    priceCoins: Int!
    tippingGoal: FeedTippingGoal
    guestState: FeedGuestState!
    model: FeedModel!
    comments: FeedComments!
    clip: FeedClip
    photos: [FeedPhoto!]!
    contestId: Int
  }
  type FeedEdge { cursor: String!, node: FeedPost! }
  type FeedPageInfo { hasNextPage: Boolean!, endCursor: String }
  type FeedConnection { totalCount: Int!, edges: [FeedEdge!]!, nodes: [FeedPost!]!, pageInfo: FeedPageInfo! }
  type FeedTotals { totalCount: Int!, clips: Int!, photos: Int!, texts: Int!, liked: Int!, commented: Int! }
  type FeedBoughtContent { photos: Int!, clips: Int! }
  "errorCode insufficient_balance: nothing was charged. balance: the guest's coins after the call."
  type FeedPurchaseResult { success: Boolean!, errorCode: String, balance: Int!, post: FeedPost! }
  extend type Query {
    "first 1-50 (default 10); after: the endCursor of the page before. follows, bought, liked, commented: the guest's own (none for a visitor)."
    feed(first: Int, after: String, modelId: Int, follows: Boolean, bought: Boolean, typeGroups: [FeedTypeGroup!], mode: FeedMode, liked: Boolean, commented: Boolean, language: String): FeedConnection!
    "null when there is no such published post."
    post(postId: Int!): FeedPost
    totals(modelId: Int, follows: Boolean, language: String): FeedTotals!
    "Login required: the guest's bought photo and clip posts."
    guestBoughtContent: FeedBoughtContent!
  }
  extend type Mutation {
    "Login required for every mutation."
    viewedPost(postId: Int!): FeedPost!
    buyPost(postId: Int!, idempotencyKey: String): FeedPurchaseResult!
    likePost(postId: Int!): FeedPost!
    unlikePost(postId: Int!): FeedPost!
    "text: 1-500 characters after trimming. repliesToCommentId: a comment of the same post."
    commentPost(postId: Int!, text: String!, repliesToCommentId: Int): FeedComment!
    "Only the guest's own comment; its replies go with it."
    deleteComment(commentID: Int!): Boolean!
    "amountCoins 1-10000; only posts with a tipping goal. The same idempotencyKey never charges twice."
    tipPost(postId: Int!, amountCoins: Int!, idempotencyKey: String): FeedPurchaseResult!
  }
`;
